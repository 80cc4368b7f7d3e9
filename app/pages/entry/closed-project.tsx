// What the entry form's URL shows for a closed listing: open listings like it. Few visits see it, so it
// loads apart from the form (lazyPart).
import { Await, Link } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { EntryClosedData } from "./form.server";
import { PageHeading } from "~/components/page-heading";
import { ProjectCard } from "~/components/project-card";
import { StreamError } from "~/components/stream-error";

export default function ClosedProject({ data }: { data: EntryClosedData }) {
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
