// Every kind of seat the demo market lists.
import { BUSINESS_ROLES } from "./roles-business";
import { ENGINEERING_ROLES } from "./roles-engineering";
import type { RoleTemplate } from "./types";

export const MARKET_ROLES: readonly RoleTemplate[] = [...ENGINEERING_ROLES, ...BUSINESS_ROLES];
