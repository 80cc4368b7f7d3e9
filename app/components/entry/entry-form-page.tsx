// The entry form pages (issues 11, 53): a few screens, each the steps that belong together, as a real
// form that works without JavaScript (next and back are submit buttons); with JavaScript the screens
// change without a page load, each field is checked as it is left, and what is typed is kept in the
// browser.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Await, Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { EntryClosedData, EntryFormData, EntryTooManyData } from "~/models/entry/form-route.server";
import { entryFormPath } from "~/models/entry/links";
import { isFinalStep, screenOf } from "~/models/entry/steps";
import { summarize } from "~/models/entry/summary";
import { signupAppTypeOf } from "~/models/entry/target";
import { MAX_PROJECTS_PER_ENTRY } from "~/constants";
import { formatPrice } from "~/utils/format";
import type { Language } from "~/utils/language";
import { HoneypotField } from "../account/form-parts";
import { SocialButtons } from "../account/social-buttons";
import { PageHeading } from "../page-heading";
import { ProjectCard } from "../project-card";
import { useEntryMessage } from "./fields";
import { StepFields } from "./step-fields";
import { useEntryDraft } from "./use-entry-draft";
import { entryMeta } from "./route-parts";
import { StreamError } from "~/components/stream-error";
import { uncheckedSubmission, useLazyRules } from "~/utils/form-rules";

type LoaderData = EntryFormData | EntryClosedData | EntryTooManyData;

export function EntryFormPage() {
  const data = useLoaderData() as unknown as LoaderData;
  if (data.state === "closed") return <ClosedProject data={data} />;
  if (data.state === "tooMany") return <TooManyProjects data={data} />;
  return <EntryStepPage data={data} />;
}

export function entryTitleKey(data: Pick<EntryFormData, "type" | "target">) {
  if (data.type === "project") return data.target.projects.length > 1 ? "title.projects" : "title.project";
  return data.target.agent ? "title.agent" : "title.consultation";
}

function EntryStepPage({ data }: { data: EntryFormData }) {
  const { t } = useTranslation("entry");
  const { step, target } = data;
  return (
    <div className="entry-page">
      <PageHeading>{t(entryTitleKey(data), { count: target.projects.length })}</PageHeading>
      <EntryTarget data={data} />
      {data.signinUrl ? (
        <p className="entry-signin">
          {t("guestNotes.free", { count: data.count })} {t("guestNotes.haveAccount")} <Link to={data.signinUrl}>{t("guestNotes.signinLink")}</Link>
        </p>
      ) : null}
      <EntryProgress data={data} />
      <StepForm key={step} data={data} />
      {data.providers.length > 0 ? (
        <SocialButtons providers={data.providers} from="signup" redirectTo={data.socialRedirect ?? undefined} appType={signupAppTypeOf(data.form)} />
      ) : null}
    </div>
  );
}

/** Where the visitor is: the screens by name, this one marked, and how many are left. */
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
  const { t, i18n } = useTranslation("entry");
  const { target, excluded } = data;
  const language = i18n.language as Language;
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
                {project.agentName}・{formatPrice(project.priceMin, project.priceMax, project.priceUnit, language) ?? t("listing:project.priceUnknown")}
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

function submitLabel(data: EntryFormData) {
  const final = data.steps.find(isFinalStep);
  if (!final) return "buttons.next";
  const consultation = data.type === "agent" && !data.target.agent;
  if (final === "confirm-and-entry") return consultation ? "buttons.consultationConfirm" : "buttons.confirmAndEntry";
  return consultation ? "buttons.consultationSubmit" : "buttons.signupAndEntry";
}

/** The screen's question: the final one's says what is sent, the others' what they ask together. */
function titleKey(data: EntryFormData) {
  const final = data.steps.find(isFinalStep);
  return final ? `steps.${final}.title` : `screens.${screenOf(data.step)}.title`;
}

function StepForm({ data }: { data: EntryFormData }) {
  const { t } = useTranslation("entry");
  const message = useEntryMessage();
  const { step, steps, type, answers, values, draftKey, kind } = data;
  const actionData = useActionData() as { result?: SubmissionResult<string[]> } | undefined;
  const now = new Date(data.now);
  const validate = useLazyRules(`entry-${step}`, () =>
    import("~/models/entry/step-fields").then((rules) => rules.stepsSchema(steps, { kind, type, answers, now: new Date() })),
  );
  const [form, fields] = useForm({
    id: `entry-${step}`,
    lastResult: actionData?.result,
    defaultValue: values,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // Back leaves the screen as it is: nothing to check (Conform validates every submit otherwise).
    onValidate: ({ formData, submitter }) => ((submitter as HTMLButtonElement | null)?.value === "back" ? uncheckedSubmission(formData) : validate(formData)),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEntryDraft(draftKey, formRef, step);
  // With JavaScript the next screen replaces this one in place: take the reader to its question.
  useEffect(() => {
    if (data.index > 0 && document.activeElement?.tagName === "BODY") headingRef.current?.focus();
  }, [data.index]);
  const final = steps.some(isFinalStep);
  // The confirmation lists what earlier screens and the profile answered; this screen's fields are below.
  const rows = final
    ? summarize(
        data.sentSteps.filter((s) => !steps.includes(s)),
        answers,
        type,
        t,
        now,
      )
    : [];
  return (
    <section className="entry-step" aria-labelledby="entry-step-title">
      <h2 id="entry-step-title" ref={headingRef} tabIndex={-1}>
        {t(titleKey(data))}
      </h2>
      <Form method="post" action={data.actionUrl} ref={formRef} {...getFormProps(form)} className="entry-form" preventScrollReset={false}>
        <input type="hidden" name="step" value={step} />
        {form.errors?.length ? (
          <div id={form.errorId} className="form-alert" role="alert">
            {form.errors.map((error) => (
              <p key={error}>{message(error)}</p>
            ))}
          </div>
        ) : null}
        {steps.map((s) => {
          const lead = t(`steps.${s}.lead`, { defaultValue: "" });
          return (
            <div key={s} className={`entry-form__step entry-form__step--${s}`}>
              {lead ? <p className="entry-step__lead">{lead}</p> : null}
              <StepFields step={s} type={type} fields={fields as never} answers={answers} now={now} socialProvider={data.socialProvider} />
            </div>
          );
        })}
        {rows.length > 0 ? (
          <section className="entry-summary-section" aria-labelledby="entry-summary-heading">
            <h3 id="entry-summary-heading">{t("summaryHeading")}</h3>
            <dl className="entry-summary">
              {rows.map((row) => (
                <div key={row.step} className="entry-summary__row">
                  <dt>{row.label}</dt>
                  <dd>
                    <span className="pre-line">{row.value}</span>
                    {data.path.includes(row.step) ? (
                      <Link
                        to={entryFormPath(kind, data.ref, row.step)}
                        className="entry-summary__edit"
                        aria-label={t("buttons.editLabel", { label: row.label })}
                      >
                        {t("buttons.edit")}
                      </Link>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        {steps.includes("signup-and-entry") ? (
          <div className="form-field">
            <label className="choice choice--agree">
              <input type="checkbox" name="agree" value="on" aria-describedby={fields.agree.errors?.length ? fields.agree.errorId : undefined} />
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
            {fields.agree.errors?.length ? (
              <ul id={fields.agree.errorId} className="form-errors">
                {fields.agree.errors.map((e) => (
                  <li key={e}>{message(e)}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <HoneypotField />
        <div className="entry-form__buttons">
          <button type="submit" name="intent" value="next" className="button button--primary button--large">
            {t(submitLabel(data))}
          </button>
          {data.backUrl ? (
            <button type="submit" name="intent" value="back" formNoValidate className="button">
              {t("buttons.back")}
            </button>
          ) : null}
        </div>
      </Form>
      {data.index === 0 ? <p className="form-field__help">{t("guestNotes.draft")}</p> : null}
    </section>
  );
}

function ClosedProject({ data }: { data: EntryClosedData }) {
  const { t } = useTranslation("entry");
  return (
    <div className="entry-page">
      <PageHeading>{t("closed.title")}</PageHeading>
      <p className="notice notice--closed" role="status">
        {t("closed.lead", { title: data.project.title })}
      </p>
      <section aria-labelledby="closed-similar">
        <h2 id="closed-similar">{t("closed.similar")}</h2>
        <Suspense fallback={<p className="loading">{t("common:page.loading")}</p>}>
          <Await resolve={data.similar} errorElement={<StreamError />}>
            {(cards) =>
              cards.length > 0 ? (
                <div className="project-list">
                  {cards.map((card) => (
                    <ProjectCard key={card.id} project={card} now={new Date(data.now)} />
                  ))}
                </div>
              ) : (
                <p>{t("closed.none")}</p>
              )
            }
          </Await>
        </Suspense>
      </section>
      <p>
        <Link to="/project/" className="button">
          {t("closed.search")}
        </Link>
      </p>
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

/** The form pages' titles: the kind of entry, or what stops it. */
export const entryFormMeta = entryMeta((data: LoaderData | undefined) => {
  if (!data || data.state === "tooMany") return { key: "tooMany.title", options: { limit: MAX_PROJECTS_PER_ENTRY } };
  if (data.state === "closed") return { key: "closed.title" };
  return { key: entryTitleKey(data), options: { count: data.target.projects.length } };
});
