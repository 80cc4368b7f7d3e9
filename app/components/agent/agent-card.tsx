import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AgentLogo } from "~/components/agent-logo";
import type { AgentCard as AgentCardData } from "~/models/agent/directory";
import { formatCount } from "~/utils/format";
import { AgentFigures, AgentSpecialities } from "./agent-numbers";

export function AgentCard({ agent, matched, children }: { agent: AgentCardData; matched?: number | null; children?: ReactNode }) {
  const { t } = useTranslation();
  const href = `/agent/detail/${agent.id}/`;
  return (
    <article className="agent-card" aria-labelledby={`agent-${agent.id}`}>
      <div className="agent-card__head">
        <AgentLogo id={agent.id} name={agent.name} logoUrl={agent.logoUrl} size={48} />
        <div>
          <h2 id={`agent-${agent.id}`} className="agent-card__name">
            <Link to={href}>{agent.name}</Link>
          </h2>
          <p className="agent-card__catch">{agent.catchCopy}</p>
        </div>
      </div>
      {matched != null ? <p className="agent-card__matched">{t("agent:matched", { value: formatCount(matched) })}</p> : null}
      {children}
      <AgentFigures agentId={agent.id} numbers={agent.numbers} rating={agent.rating} reviewsHref={`${href}user/`} />
      <AgentSpecialities agentId={agent.id} numbers={agent.numbers} />
    </article>
  );
}
