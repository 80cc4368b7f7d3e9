// The Web職務経歴書 in the usual Japanese order; the same sheet for the member and an agent with the share link.
import { useTranslation } from "react-i18next";
import { JOB_TYPES } from "~/data/job-types";
import { SKILLS } from "~/data/skills";
import type { EntryAnswers } from "~/models/entry/answers";
import { periodWords, technologyNames } from "~/models/profile/engagements";
import { yearsWords } from "~/models/entry/summary";
import type { Engagement } from "~/models/profile/engagements.server";
import { formatDate } from "~/utils/format";

type SheetProfile = {
  answers: EntryAnswers;
  education: number | null;
  qualificationList: Array<{ name: string; obtainedOn: string }>;
  selfPr: string;
};

export function CareerSheet({ profile, engagements, now }: { profile: SheetProfile; engagements: Engagement[]; now: string }) {
  const { t } = useTranslation("member");
  const { t: tEntry } = useTranslation("entry");
  const a = profile.answers;
  const name = [a.lastName, a.firstName].filter(Boolean).join(" ");
  const skills = (a.skills ?? []).map((id) => ({
    name: SKILLS.find((s) => s.id === id)?.name ?? "",
    years: a.skillYears?.[String(id)],
  }));
  const empty = <p className="career-sheet__empty">{t("sheet.empty")}</p>;
  return (
    <article className="career-sheet" aria-labelledby="career-sheet-title">
      <header className="career-sheet__head">
        <h2 id="career-sheet-title" className="career-sheet__title">
          {t("sheet.documentTitle")}
        </h2>
        <p>{t("sheet.asOf", { date: formatDate(now) })}</p>
        {name ? <p>{t("sheet.name", { name })}</p> : null}
      </header>

      <section className="career-sheet__section">
        <h3>{t("sheet.summary")}</h3>
        {a.experience ? <p className="career-sheet__text">{a.experience}</p> : empty}
      </section>

      <section className="career-sheet__section">
        <h3>{t("sheet.skills")}</h3>
        <dl className="career-sheet__facts">
          <div>
            <dt>{t("sheet.jobType")}</dt>
            <dd>{JOB_TYPES.find((j) => j.id === a.jobTypeId)?.name ?? "—"}</dd>
          </div>
          <div>
            <dt>{t("sheet.experienceYears")}</dt>
            <dd>{a.experienceYears === undefined ? "—" : yearsWords(a.experienceYears, tEntry)}</dd>
          </div>
          <div>
            <dt>{t("sheet.skillList")}</dt>
            <dd>
              {skills.length === 0
                ? "—"
                : skills.map((s) => (s.years === undefined ? s.name : t("sheet.skillYears", { skill: s.name, years: yearsWords(s.years, tEntry) }))).join("、")}
            </dd>
          </div>
        </dl>
      </section>

      <section className="career-sheet__section">
        <h3>{t("sheet.history")}</h3>
        {engagements.length === 0
          ? empty
          : engagements.map((e) => {
              return (
                <div key={e.id} className="career-sheet__engagement">
                  <h4>
                    <span className="career-sheet__period">{periodWords(e.startedOn, e.endedOn, new Date(now), t)}</span> {e.company}
                  </h4>
                  <dl className="career-sheet__facts">
                    {e.clientType ? (
                      <div>
                        <dt>{t("profile.engagement.clientType")}</dt>
                        <dd>{t(`profile.engagement.clientTypes.${e.clientType}`)}</dd>
                      </div>
                    ) : null}
                    {e.role || e.teamSize ? (
                      <div>
                        <dt>{t("sheet.roleAndTeam")}</dt>
                        <dd>{[e.role, e.teamSize ? t("profile.engagement.team", { count: e.teamSize }) : ""].filter(Boolean).join("・")}</dd>
                      </div>
                    ) : null}
                    {e.phases.length > 0 ? (
                      <div>
                        <dt>{t("profile.engagement.phases")}</dt>
                        <dd>{e.phases.map((p) => t(`profile.engagement.phaseNames.${p}`)).join("・")}</dd>
                      </div>
                    ) : null}
                    {e.skillIds.length > 0 ? (
                      <div>
                        <dt>{t("profile.engagement.technologies")}</dt>
                        <dd>{technologyNames(e.skillIds)}</dd>
                      </div>
                    ) : null}
                  </dl>
                  <p className="career-sheet__text">{e.description}</p>
                </div>
              );
            })}
      </section>

      <section className="career-sheet__section">
        <h3>{t("sheet.qualifications")}</h3>
        {profile.qualificationList.length === 0 && !profile.education ? (
          empty
        ) : (
          <table className="career-sheet__table">
            <tbody>
              {profile.education ? (
                <tr>
                  <th scope="row">{t("profile.fields.education")}</th>
                  <td>{t(`profile.options.education.${profile.education}`)}</td>
                </tr>
              ) : null}
              {profile.qualificationList.map((q) => (
                <tr key={`${q.name}-${q.obtainedOn}`}>
                  <th scope="row">{t("profile.engagement.month", { year: q.obtainedOn.slice(0, 4), month: Number(q.obtainedOn.slice(5, 7)) })}</th>
                  <td>{q.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="career-sheet__section">
        <h3>{t("sheet.selfPr")}</h3>
        {profile.selfPr ? <p className="career-sheet__text">{profile.selfPr}</p> : empty}
      </section>
    </article>
  );
}
