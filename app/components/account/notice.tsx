// A one-time notice after a redirect, shown by the page layout on every page. Its own module: the
// layout is on every page, and the form parts (Conform, zod) are not needed where no form is. The
// root loader sends its text (readNotice), so no page needs the account texts to show it.

/** A one-time notice after a redirect (「パスワードを変更しました。」). */
export function Notice({ notice }: { notice?: string | null }) {
  if (!notice) return null;
  return (
    <p className="notice" role="status">
      {notice}
    </p>
  );
}
