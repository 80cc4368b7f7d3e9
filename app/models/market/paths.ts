// Apart from the estimate's rules, which bring zod: the pages that only link to the form need none.
export const ESTIMATE_PATHS = { input: "/project/marketprice/input/", complete: "/project/marketprice/complete/" } as const;
