// Ids from URLs and requests. PostgreSQL's int4 bounds them: a larger number would be an error there, not a 404.
export const MAX_ID = 2_147_483_647;

const ID_TEXT = /^[1-9]\d{0,9}$/;

/** Null for "0", "-1", "1e3", " 12" or past MAX_ID; a leading zero is refused too, so each row has one URL. */
export function parseId(text: string | null | undefined): number | null {
  if (text == null || !ID_TEXT.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

export const isId = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_ID;
