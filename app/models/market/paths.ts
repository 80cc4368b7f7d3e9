// The estimator's pages (issue 17). Apart from the estimate's rules, which bring zod and the entry form's
// fields: the market price page and the profile only link to the form (issue 19).
export const ESTIMATE_PATHS = { input: "/project/marketprice/input/", complete: "/project/marketprice/complete/" } as const;
