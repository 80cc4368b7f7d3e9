// What members say of the agent: one who applied through the site writes one review, shown once approved.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { Pagination } from "~/components/pagination";
import { EntryButton } from "~/components/entry/entry-button";
import { RatingStars } from "~/components/agent/agent-numbers";
import { ReviewList } from "~/components/agent/review-list";
import { ReviewForm } from "~/components/agent/review-form";
import { getAgentCard } from "~/models/agent/directory.server";
import { getAgentName } from "~/models/agent/profile.server";
import { ratingDistribution, ratingText, REVIEW_PAGE_SIZE, ReviewStatus } from "~/models/agent/reviews";
import { hasAppliedTo, ownReview, removeReview, reviewSchema, saveReview, shownReviews } from "~/models/agent/reviews.server";
import { replyWith } from "~/utils/form-reply.server";
import { getUser, requireMember, withNotice } from "~/models/account/session.server";
import { UserKind } from "~/constants";
import { parseId } from "~/models/listing/ids";
import { readFormData } from "~/utils/form-body.server";
import { formConstraints, parseForm } from "~/utils/form-rules.server";
import { pageNotFound } from "~/utils/http.server";
import { signInRedirect } from "~/utils/error-page";
import { formatCount } from "~/utils/format";
import { metaTranslator, pageMeta } from "~/utils/meta";
import { pageNumberFrom } from "~/utils/page-number";
import type { RouteHandle } from "~/utils/route-handle";
import { agentStyles, formStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(formStyles, agentStyles);
export const handle: RouteHandle = {
  i18n: ["fields", "agent", "listing"],
  breadcrumb: ({ t, data }) => [
    { label: t("nav.agents"), to: "/agent/" },
    ...(data
      ? [
          { label: data.name, to: `/agent/detail/${data.id}/` },
          { label: t("agent:review.title", { name: data.name }), to: `/agent/detail/${data.id}/user/` },
        ]
      : []),
  ],
};

async function agentOf(params: LoaderFunctionArgs["params"]) {
  const id = parseId(params.id);
  const name = id === null ? undefined : await getAgentName(id);
  if (id === null || !name) throw pageNotFound();
  return { id, name };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { id, name } = await agentOf(params);
  const page = pageNumberFrom(new URL(request.url).searchParams);
  const [card, shown, user] = await Promise.all([getAgentCard(id), shownReviews(id, page), getUser(request)]);
  const pageCount = Math.max(1, Math.ceil(shown.ratings.length / REVIEW_PAGE_SIZE));
  if (page > pageCount) throw pageNotFound();
  const member = user?.kind === UserKind.member ? user : null;
  const [applied, own] = member ? await Promise.all([hasAppliedTo(member.id, id), ownReview(member.id, id)]) : [false, undefined];
  return {
    id,
    name,
    rating: card?.rating ?? null,
    reviews: shown.reviews,
    distribution: ratingDistribution(shown.ratings),
    page,
    pageCount,
    writer: member ? (applied || own ? "member" : "notApplied") : "guest",
    own: own ?? null,
    ...formConstraints({ "agent-review": reviewSchema }),
  } as const;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { id } = await agentOf(params);
  const member = await requireMember(request);
  const formData = await readFormData(request);
  const here = `/agent/detail/${id}/user/`;
  if (formData.get("intent") === "remove") {
    await removeReview(member.id, id);
    return redirect(here, { headers: { "Set-Cookie": await withNotice(request, "agent:review.removed") } });
  }
  const submission = parseForm(formData, reviewSchema);
  if (submission.status !== "success") return replyWith(submission);
  if (!(await hasAppliedTo(member.id, id))) return replyWith(submission, { status: 400, formErrors: ["review.errors.notApplied"] });
  await saveReview(member.id, id, submission.value);
  return redirect(`${here}#your-review`, { headers: { "Set-Cookie": await withNotice(request, "agent:review.saved") } });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return [];
  const t = metaTranslator(matches);
  return pageMeta(matches, location, {
    title: t("agent:review.title", { name: data.name }),
    description: t("agent:review.metaDescription", {
      name: data.name,
      value: formatCount(data.rating?.count ?? 0),
      average: data.rating ? ratingText(data.rating.average) : "—",
    }),
    // A page without reviews says nothing worth finding.
    noindex: !data.rating,
  });
};

function OwnReview() {
  const { id, name, own, writer } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  if (writer === "guest")
    return (
      <>
        <p>{t("agent:review.loginLead", { name })}</p>
        <p>
          <Link to={signInRedirect(`/agent/detail/${id}/user/`)} className="button">
            {t("agent:review.login")}
          </Link>
        </p>
      </>
    );
  if (writer === "notApplied")
    return (
      <>
        <p>{t("agent:review.notApplied", { name })}</p>
        <p>
          <EntryButton target={{ type: "agent", id }} label={t("agent:review.entryFirst", { name })} className="button" />
        </p>
      </>
    );
  const status = own ? { [ReviewStatus.pending]: "pending", [ReviewStatus.published]: "published", [ReviewStatus.rejected]: "rejected" }[own.status] : null;
  return (
    <>
      <p>{t("agent:review.guidelines")}</p>
      {status ? (
        <p className="notice notice--info" role="status">
          {t(`agent:review.${status}`)}
        </p>
      ) : null}
      <ReviewForm
        lastResult={actionData?.result}
        editing={Boolean(own)}
        defaults={own ? { rating: String(own.rating), title: own.title, body: own.body, reviewer: own.reviewer } : undefined}
      />
      {own ? (
        <Form method="post" className="review-form__remove">
          <button type="submit" name="intent" value="remove" className="button button--outlined">
            {t("agent:review.remove")}
          </button>
        </Form>
      ) : null}
    </>
  );
}

export default function AgentReviews() {
  const { id, name, rating, reviews, distribution, page, pageCount, own } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="agent-page agent-reviews">
      <PageHeading>{t("agent:review.title", { name })}</PageHeading>
      <p className="agent-page__lead">{t("agent:review.lead", { name })}</p>
      <section className="agent-section" aria-labelledby="review-summary">
        <h2 id="review-summary" className="section__title">
          {t("agent:review.summary")}
        </h2>
        <p className="review-summary__average">
          <RatingStars rating={rating} />
        </p>
        {rating ? (
          <table className="rating-bars">
            <tbody>
              {distribution.map((row) => (
                <tr key={row.rating}>
                  <th scope="row">{t("agent:review.distribution", { rating: row.rating })}</th>
                  <td>
                    <span className="rating-bars__bar" style={{ "--share": row.share } as React.CSSProperties} />
                  </td>
                  <td>{t("agent:review.distributionCount", { value: row.count })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      {reviews.length > 0 ? (
        <ReviewList reviews={reviews} headingLevel={2} />
      ) : (
        <p className="agent-reviews__none">
          {t("agent:review.none")} {t("agent:review.noneHint", { name })}
        </p>
      )}
      <Pagination page={page} pageCount={pageCount} />
      <section className="agent-section" id="your-review" aria-labelledby="your-review-title">
        <h2 id="your-review-title" className="section__title">
          {t(own ? "agent:review.yours" : "agent:review.formTitle")}
        </h2>
        <OwnReview />
      </section>
      <p>
        <Link to={`/agent/detail/${id}/`}>{name}</Link>
      </p>
    </div>
  );
}
