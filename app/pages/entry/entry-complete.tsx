import { Await, Link, useLoaderData } from "@remix-run/react";
import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { completePageData } from "~/pages/entry/complete.server";
import { appliedListPath } from "~/models/entry/links";
import { formOf } from "~/models/entry/steps";
import { PageHeading } from "~/components/page-heading";
import { ProfileMeter } from "~/components/profile/profile-meter";
import { ProjectCard } from "~/components/project-card";
import { eraseEntryDrafts } from "~/components/entry/entry-draft-keys";
import { StreamError } from "~/components/stream-error";

type Data = Awaited<ReturnType<typeof completePageData>>;

const PROFILE_NEXT_ITEMS = 5;

export function EntryComplete({ first }: { first: boolean }) {
  const { t } = useTranslation("applied");
  const data = useLoaderData() as unknown as Data;
  const { type, entries, consultation } = data;
  // The entry went through: the browser's copies of its answers are no longer needed.
  useEffect(() => eraseEntryDrafts([formOf("signup", type), formOf("social", type), formOf("member", type)]), [type]);
  const targetWords =
    type === "project"
      ? entries.length > 1
        ? t("complete.projectsTarget", { count: entries.length })
        : t("complete.projectTarget", { title: entries[0].title })
      : (entries[0].agentName ?? t("list.consultation"));
  const title = first ? "complete.firstTitle" : consultation ? "complete.titleConsultation" : "complete.title";
  return (
    <div className="entry-page entry-complete">
      <PageHeading>{t(title)}</PageHeading>
      {first ? <p>{t("complete.firstLead")}</p> : null}
      <p className="notice" role="status">
        {t("complete.messages.received", { target: targetWords })}
      </p>
      <ul className="entry-messages">
        {data.messages.map((message) => (
          <li key={message.key}>
            {t(`complete.messages.${message.key}`, { name: entries[0].agentName })}
            {message.key === "profileAppeal" ? (
              <>
                {" "}
                <Link to="/users/profile/">{t("complete.messages.profileLink")}</Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <section aria-labelledby="complete-applied">
        <h2 id="complete-applied">{t("complete.applied")}</h2>
        <ul className="entry-list">
          {entries.map((entry) => (
            <li key={entry.id} className="entry-list__item">
              {entry.projectId ? (
                <Link to={`/project/detail/${entry.projectId}/`} className="entry-list__title">
                  {entry.title}
                </Link>
              ) : (
                <span className="entry-list__title">{entry.agentName ?? t("list.consultation")}</span>
              )}
              {entry.projectId ? <span className="entry-list__meta">{entry.agentName}</span> : null}
            </li>
          ))}
        </ul>
        <p>
          <Link to={appliedListPath(type)}>{t(type === "project" ? "complete.toList" : "complete.toAgentList")}</Link>
        </p>
      </section>
      <ProfileMeter items={data.profile} percent={data.percent} title={t("complete.profileHeading")} limit={PROFILE_NEXT_ITEMS} />
      <section aria-labelledby="complete-next">
        <h2 id="complete-next">{t("complete.nextHeading")}</h2>
        <p>{t("complete.nextLead")}</p>
        <Suspense fallback={<p className="loading">{t("common:page.loading")}</p>}>
          <Await resolve={data.next} errorElement={<StreamError />}>
            {(cards) => (
              <div className="project-list">
                {cards.map((card) => (
                  <ProjectCard key={card.id} project={card} now={new Date(data.now)} />
                ))}
              </div>
            )}
          </Await>
        </Suspense>
        <p>
          <Link to="/project/" className="button">
            {t("complete.toSearch")}
          </Link>
        </p>
      </section>
    </div>
  );
}
