// The ids a member has applied to, shared by the root loader, the JSON call and the client hook.
export type EntryTargetIds = { projectIds: number[]; agentIds: number[] };

export const NO_ENTRY_TARGETS: EntryTargetIds = { projectIds: [], agentIds: [] };
