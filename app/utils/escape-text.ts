/** Text made safe to place between tags in HTML or XML. */
export const escapeText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A value made safe to place inside a double-quoted attribute, escaped exactly as React writes one (a kept
 * piece of HTML with a value written in must read as React would have rendered it: project-card.tsx). */
export const escapeAttribute = (value: string) => value.replace(/["'&<>]/g, (c) => ATTRIBUTE_ESCAPES[c]);

const ATTRIBUTE_ESCAPES: Record<string, string> = { '"': "&quot;", "'": "&#x27;", "&": "&amp;", "<": "&lt;", ">": "&gt;" };
