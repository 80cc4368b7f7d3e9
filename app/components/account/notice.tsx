// A one-time notice after a redirect, in its own module because the layout is on every page; the
// root loader sends its text, so no page needs the account texts.

export function Notice({ notice }: { notice?: string | null }) {
  if (!notice) return null;
  return (
    <p className="notice" role="status">
      {notice}
    </p>
  );
}
