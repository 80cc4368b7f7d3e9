// A landing page's input form: with a listing chosen, one button starts its entry; without one, the
// member sign-up form with the LP's app type.
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SignupForm } from "~/components/account/signup-forms";
import { PageHeading } from "~/components/page-heading";
import { ProjectCard } from "~/components/project-card";
import { SignupAppType } from "~/constants";
import { SCREENS } from "~/models/entry/steps";
import type { landingInputAction, landingInputLoader } from "./route.server";

export function LandingInput() {
  const { t } = useTranslation();
  const { landing, project, projectGone, now } = useLoaderData<typeof landingInputLoader>();
  const actionData = useActionData<typeof landingInputAction>();
  const applyError = actionData && "applyError" in actionData ? actionData.applyError : null;
  const signupData = actionData && "result" in actionData ? actionData : undefined;
  return (
    <div className="landing landing--input">
      <PageHeading className="landing__headline">{project ? t("landing:applyTitle") : t("landing:registerTitle")}</PageHeading>
      <p className="landing__lead">{project ? t("landing:applyLead", { count: SCREENS.length }) : landing.copy.ctaNote}</p>
      {projectGone ? (
        <p className="notice" role="status">
          {t("landing:projectGone")}
        </p>
      ) : null}
      {project ? (
        <section className="landing__chosen" aria-labelledby="landing-chosen">
          <h2 id="landing-chosen">{t("landing:chosen")}</h2>
          <ProjectCard project={project} now={new Date(now)} titleLevel={3} hideEntry />
          {applyError ? (
            <p className="form-errors" role="alert">
              {t(applyError)}
            </p>
          ) : null}
          <Form method="post" className="landing__apply">
            <input type="hidden" name="intent" value="apply" />
            <input type="hidden" name="project" value={project.id} />
            <button type="submit" className="button button--primary button--large">
              {t("landing:applyButton")}
            </button>
          </Form>
          <p>
            <Link to={landing.inputPath}>{t("landing:registerOnly")}</Link>
          </p>
        </section>
      ) : (
        <section className="account-card" aria-labelledby="landing-register">
          <h2 id="landing-register">{t("landing:registerHeading")}</h2>
          <SignupForm actionData={signupData} hidden={{ appType: SignupAppType.lp, redirectTo: "/users/profile/" }} />
          <p>
            {t("landing:haveAccount")} <Link to={`/signin/?redirect_to=${encodeURIComponent("/users/profile/")}`}>{t("landing:signin")}</Link>
          </p>
        </section>
      )}
      <p>
        <Link to={landing.path}>{t("landing:back")}</Link>
      </p>
    </div>
  );
}
