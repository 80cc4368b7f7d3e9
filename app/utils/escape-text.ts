export const escapeText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A value for a double-quoted attribute, escaped exactly as React writes one, so kept HTML matches React's. */
export const escapeAttribute = (value: string) => value.replace(/["'&<>]/g, (c) => ATTRIBUTE_ESCAPES[c]);

const ATTRIBUTE_ESCAPES: Record<string, string> = { '"': "&quot;", "'": "&#x27;", "&": "&amp;", "<": "&lt;", ">": "&gt;" };
