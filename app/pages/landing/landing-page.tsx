// A landing page (lp layout); each live listing's button leads to the page's input form with it chosen.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { ProjectCard } from "~/components/project-card";
import type { ProjectCard as ProjectCardData } from "~/models/project.server";
import type { Landing } from "~/models/landing/landing";

export type LandingPageData = { landing: Landing; cards: ProjectCardData[]; now: string };

const withProject = (inputPath: string, id: number) => `${inputPath}?project=${id}`;

function CallToAction({ landing }: { landing: Landing }) {
  return (
    <div className="landing__cta">
      <Link to={landing.inputPath} className="button button--primary button--large">
        {landing.copy.cta}
      </Link>
      <p className="landing__cta-note">{landing.copy.ctaNote}</p>
    </div>
  );
}

export function LandingPage({ landing, cards, now }: LandingPageData) {
  const { t } = useTranslation();
  const { copy } = landing;
  const date = new Date(now);
  return (
    <article className="landing">
      <header className="landing__hero">
        <p className="landing__eyebrow">{copy.eyebrow}</p>
        <PageHeading className="landing__headline">{copy.headline}</PageHeading>
        <p className="landing__lead">{copy.lead}</p>
        <CallToAction landing={landing} />
      </header>

      {landing.kind === "case" ? (
        <section className="landing__case" aria-labelledby="landing-case">
          <h2 id="landing-case">{landing.story.title}</h2>
          <p className="landing__person">
            {landing.story.person.name}（{landing.story.person.age}・{landing.story.person.job}・{landing.story.person.years}）
          </p>
          <div className="landing__change">
            {[
              { heading: t("landing:before"), rows: landing.story.before },
              { heading: t("landing:after"), rows: landing.story.after },
            ].map((side) => (
              <div key={side.heading} className="landing__change-side">
                <h3 className="landing__change-heading">{side.heading}</h3>
                <dl>
                  {side.rows.map((row) => (
                    <div key={row.label} className="landing__change-row">
                      <dt>{row.label}</dt>
                      <dd>{row.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </div>
          {landing.story.story.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
          <blockquote className="landing__quote">
            <p>{landing.story.quote}</p>
          </blockquote>
          <p className="landing__note">{landing.note}</p>
        </section>
      ) : (
        <section className="landing__points" aria-labelledby="landing-points">
          <h2 id="landing-points" className="visually-hidden">
            {t("landing:points")}
          </h2>
          <ol className="landing__point-list">
            {copy.points.map((point) => (
              <li key={point.title} className="landing__point">
                <h3>{point.title}</h3>
                <p>{point.body}</p>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section className="landing__listings" aria-labelledby="landing-listings">
        <h2 id="landing-listings">{copy.listingsHeading}</h2>
        {cards.length > 0 ? (
          <div className="project-list">
            {cards.map((card) => (
              <ProjectCard key={card.id} project={card} now={date} applyHref={withProject(landing.inputPath, card.id)} />
            ))}
          </div>
        ) : (
          <p>{t("landing:noListings")}</p>
        )}
      </section>

      <section className="landing__faq" aria-labelledby="landing-faq">
        <h2 id="landing-faq">{t("landing:faq")}</h2>
        {copy.faq.map((item) => (
          <details key={item.question} className="landing__question">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </section>

      <section className="landing__closing" aria-label={t("landing:closing")}>
        <CallToAction landing={landing} />
      </section>
    </article>
  );
}
