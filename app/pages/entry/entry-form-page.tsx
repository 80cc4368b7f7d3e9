// The entry form pages (decision 046): a few screens as a real form that works without JavaScript;
// the loader decides what the page draws with, so the form's scripts hold little else.
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { EntryClosedData, EntryFormData, EntryTooManyData } from "./form.server";
import { MAX_PROJECTS_PER_ENTRY } from "~/constants";
import { lazyPart } from "~/utils/lazy-part";
import { HoneypotField } from "~/components/account/honeypot";
import { SocialButtons } from "~/components/account/social-buttons";
import { FieldErrors, FieldMessages, FormAlert } from "~/components/forms/fields";
import { useFormChecks, type FieldState } from "~/components/forms/use-form-checks";
import { PageHeading } from "~/components/page-heading";
import closedOnServer from "./closed-project.server";
import { StepFields } from "~/components/entry/step-fields";
import { useEntryDraft } from "./use-entry-draft";
import { entryMeta } from "./route-parts";

type LoaderData = EntryFormData | EntryClosedData | EntryTooManyData;

const ENTRY_MESSAGES = { ns: ["entry", "fields", "account"] };

const ClosedProject = lazyPart(["listing"], () => import("./closed-project"), closedOnServer);

export function EntryFormPage() {
  const data = useLoaderData() as unknown as LoaderData;
  if (data.state === "closed") return <ClosedProject data={data} />;
  if (data.state === "tooMany") return <TooManyProjects data={data} />;
  return <EntryStepPage data={data} />;
}

function EntryStepPage({ data }: { data: EntryFormData }) {
  const { t } = useTranslation("entry");
  return (
    <div className="entry-page">
      <PageHeading>{t(data.titleKey, { count: data.target.projects.length })}</PageHeading>
      <EntryTarget data={data} />
      {data.signinUrl ? (
        <p className="entry-signin">
          {t("guestNotes.free", { count: data.count })} {t("guestNotes.haveAccount")} <Link to={data.signinUrl}>{t("guestNotes.signinLink")}</Link>
        </p>
      ) : null}
      <EntryProgress data={data} />
      <StepForm key={data.step} data={data} />
      {data.providers.length > 0 ? (
        <SocialButtons providers={data.providers} from="signup" redirectTo={data.socialRedirect ?? undefined} appType={data.signupAppType} />
      ) : null}
    </div>
  );
}

function EntryProgress({ data }: { data: EntryFormData }) {
  const { t } = useTranslation("entry");
  const { index, count, screens, kind } = data;
  const left = count - index - 1;
  return (
    <nav className="entry-progress" aria-labelledby="entry-progress-label">
      <p id="entry-progress-label" className="entry-progress__label">
        {t("progress", { index: index + 1, count })}
        {left > 0 ? <span className="entry-progress__left">{t("progressLeft", { count: left })}</span> : null}
      </p>
      <ol className="entry-progress__screens">
        {screens.map((screen, i) => (
          <li key={screen} aria-current={i === index ? "step" : undefined} data-done={i < index || undefined}>
            {t(`screens.${kind === "member" && screen === "contact" ? "confirm" : screen}.label`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function EntryTarget({ data }: { data: EntryFormData }) {
  const { t } = useTranslation("entry");
  const { target, excluded } = data;
  return (
    <section className="entry-target" aria-labelledby="entry-target-heading">
      <h2 id="entry-target-heading" className="entry-target__heading">
        {t("target.heading")}
      </h2>
      {data.type === "project" ? (
        <ul className="entry-target__list">
          {target.projects.map((project) => (
            <li key={project.id}>
              <Link to={`/project/detail/${project.id}/`} className="entry-target__title">
                {project.title}
              </Link>
              <span className="entry-target__meta">
                {project.agentName}・{project.price}
              </span>
            </li>
          ))}
        </ul>
      ) : target.agent ? (
        <p>
          <strong>{target.agent.name}</strong>
          <br />
          {t("target.agentLead", { name: target.agent.name })}
        </p>
      ) : (
        <p>{t("target.consultationLead")}</p>
      )}
      {excluded.closed > 0 ? <p className="notice">{t("target.excludedClosed", { count: excluded.closed })}</p> : null}
      {excluded.applied > 0 ? <p className="notice">{t("target.excludedApplied", { count: excluded.applied })}</p> : null}
    </section>
  );
}

function StepForm({ data }: { data: EntryFormData }) {
  const { t } = useTranslation("entry");
  const { step, steps, type, answers, values, draftKey, kind } = data;
  const actionData = useActionData() as { result?: SubmissionResult<string[]> } | undefined;
  const { formProps, field, formErrors, formErrorId } = useFormChecks(`entry-${step}`, {
    lastResult: actionData?.result,
    defaultValue: values,
    rules: () => import("~/models/entry/step-fields").then((rules) => rules.stepsSchema(steps, { kind, type, answers, now: new Date() })),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEntryDraft(draftKey, formRef, step);
  // With JavaScript the next screen replaces this one in place: take the reader to its question.
  useEffect(() => {
    if (data.index > 0 && document.activeElement?.tagName === "BODY") headingRef.current?.focus();
  }, [data.index]);
  const now = new Date(data.now);
  return (
    <section className="entry-step" aria-labelledby="entry-step-title">
      <h2 id="entry-step-title" ref={headingRef} tabIndex={-1}>
        {t(data.questionKey)}
      </h2>
      <FieldMessages.Provider value={ENTRY_MESSAGES}>
        <Form method="post" action={data.actionUrl} ref={formRef} {...formProps} className="entry-form" preventScrollReset={false}>
          <input type="hidden" name="step" value={step} />
          <FormAlert id={formErrorId} errors={formErrors} />
          {steps.map((s) => {
            const lead = t(`steps.${s}.lead`, { defaultValue: "" });
            return (
              <div key={s} className={`entry-form__step entry-form__step--${s}`}>
                {lead ? <p className="entry-step__lead">{lead}</p> : null}
                <StepFields step={s} type={type} field={field} answers={answers} choices={data.choices} now={now} socialProvider={data.socialProvider} />
              </div>
            );
          })}
          {data.summary.length > 0 ? (
            <section className="entry-summary-section" aria-labelledby="entry-summary-heading">
              <h3 id="entry-summary-heading">{t("summaryHeading")}</h3>
              <dl className="entry-summary">
                {data.summary.map((row) => (
                  <div key={row.step} className="entry-summary__row">
                    <dt>{row.label}</dt>
                    <dd>
                      <span className="pre-line">{row.value}</span>
                      {row.editUrl ? (
                        <Link to={row.editUrl} className="entry-summary__edit" aria-label={t("buttons.editLabel", { label: row.label })}>
                          {t("buttons.edit")}
                        </Link>
                      ) : null}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          {steps.includes("signup-and-entry") ? <AgreeField field={field("agree")} /> : null}
          <HoneypotField />
          <div className="entry-form__buttons">
            <button type="submit" name="intent" value="next" className="button button--primary button--large">
              {t(data.submitKey)}
            </button>
            {data.backUrl ? (
              <button type="submit" name="intent" value="back" formNoValidate className="button">
                {t("buttons.back")}
              </button>
            ) : null}
          </div>
        </Form>
      </FieldMessages.Provider>
      {data.index === 0 ? <p className="form-field__help">{t("guestNotes.draft")}</p> : null}
    </section>
  );
}

function AgreeField({ field }: { field: FieldState }) {
  const { t } = useTranslation("entry");
  return (
    <div className="form-field">
      <label className="choice choice--agree">
        <input type="checkbox" name="agree" value="on" aria-describedby={field.errors?.length ? field.errorId : undefined} />
        <span>{t("fields.agree")}</span>
      </label>
      <p className="form-field__help">
        <Link to="/legal/1/" target="_blank">
          {t("fields.termsLink")}
        </Link>
        ・
        <Link to="/legal/2/" target="_blank">
          {t("fields.privacyLink")}
        </Link>
      </p>
      <FieldErrors field={field} />
    </div>
  );
}

function TooManyProjects({ data }: { data: EntryTooManyData }) {
  const { t } = useTranslation("entry");
  return (
    <div className="entry-page">
      <PageHeading>{t("tooMany.title", { limit: MAX_PROJECTS_PER_ENTRY })}</PageHeading>
      <p className="form-alert" role="alert">
        {t("tooMany.lead", { count: data.count, limit: MAX_PROJECTS_PER_ENTRY })}
      </p>
      <p>
        <Link to={data.kind === "member" ? "/users/bookmark/project/" : "/guest/bookmark/project/"} className="button">
          {t("tooMany.back")}
        </Link>
      </p>
    </div>
  );
}

export const entryFormMeta = entryMeta((data: LoaderData | undefined) => {
  if (!data || data.state === "tooMany") return { key: "entry:tooMany.title", options: { limit: MAX_PROJECTS_PER_ENTRY } };
  if (data.state === "closed") return { key: "entry:closed.title" };
  return { key: `entry:${data.titleKey}`, options: { count: data.target.projects.length } };
});
