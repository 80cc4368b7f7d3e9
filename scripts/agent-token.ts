// npm run agent-token — the operator's keys for the agents' scout API (docs/agent-scout-api.md).
// `issue <agent id>` prints a new token once (only its hash is kept); `revoke <agent id>` stops every
// token of the agent; without arguments it lists the tokens.
import { openDatabase } from "~/db/client.server";
import { issueAgentToken, listAgentTokens, revokeAgentTokens } from "~/models/scout/agent-tokens.server";

const [command, idText] = process.argv.slice(2);
const database = openDatabase();
try {
  const agentId = /^\d{1,9}$/.test(idText ?? "") ? Number(idText) : null;
  if (!command) {
    const tokens = await listAgentTokens(database.db);
    if (tokens.length === 0) console.log("no agent has a token");
    for (const t of tokens)
      console.log(
        `agent ${t.agent_id} ${t.name}: issued ${t.created_at}, last used ${t.last_used_at ?? "never"}${t.revoked_at ? `, revoked ${t.revoked_at}` : ""}`,
      );
  } else if (command === "issue" && agentId !== null) {
    const agent = await database.db.selectFrom("agents").select("name").where("id", "=", agentId).executeTakeFirst();
    if (!agent) {
      console.error(`no agent ${agentId}`);
      process.exitCode = 1;
    } else {
      // Alone on stdout, so that a script can take it: `TOKEN=$(npm run -s agent-token -- issue "$AGENT_ID")`.
      console.log(await issueAgentToken(agentId, database.db));
      console.error(`a token for agent ${agentId} (${agent.name}); it is not shown again`);
    }
  } else if (command === "revoke" && agentId !== null) {
    console.log(`agent ${agentId}: ${await revokeAgentTokens(agentId, database.db)} token(s) revoked`);
  } else {
    console.error("usage: npm run agent-token [-- issue <agent id> | -- revoke <agent id>]");
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
