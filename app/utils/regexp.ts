export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\#/]/g, "\\$&");
