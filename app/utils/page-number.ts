/** The 1-based page number from ?page; anything that is not a positive integer is page 1. */
export function pageNumberFrom(searchParams: URLSearchParams): number {
  const raw = searchParams.get("page");
  if (!raw || !/^\d{1,9}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export function withPageSuffix(title: string, search: string, suffix: (page: number) => string): string {
  const page = pageNumberFrom(new URLSearchParams(search));
  return page > 1 ? `${title}${suffix(page)}` : title;
}
