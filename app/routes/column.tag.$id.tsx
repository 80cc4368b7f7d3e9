import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ColumnListPage } from "~/components/column/column-list";
import { getColumnTags, listColumns } from "~/models/column/queries.server";
import { parseId } from "~/models/listing/ids";
import { pageNotFound } from "~/utils/http.server";
import { metaTranslator, pageMeta } from "~/utils/meta";
import { pageNumberFrom } from "~/utils/page-number";
import type { RouteHandle } from "~/utils/route-handle";
import { columnStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(columnStyles);
export const handle: RouteHandle = {
  i18n: ["column"],
  breadcrumb: ({ t, data }) => [{ label: t("column:title"), to: "/column/" }, ...(data ? [{ label: data.tag.name, to: `/column/tag/${data.tag.id}/` }] : [])],
};

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const tag = (await getColumnTags()).find((t) => t.id === id);
  if (!tag) throw pageNotFound();
  const page = pageNumberFrom(new URL(request.url).searchParams);
  const { items, pageCount } = await listColumns({ tagId: tag.id }, page);
  if (page > pageCount) throw pageNotFound();
  return { tag, items, page, pageCount, now: new Date().toISOString() };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return [];
  const t = metaTranslator(matches);
  return pageMeta(matches, location, { title: t("column:tagTitle", { name: data.tag.name }), description: t("column:tagLead", { name: data.tag.name }) });
};

export default function ColumnTagRoute() {
  const { tag, items, page, pageCount, now } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <ColumnListPage
      heading={t("column:tagTitle", { name: tag.name })}
      lead={t("column:tagLead", { name: tag.name })}
      columns={items}
      page={page}
      pageCount={pageCount}
      now={now}
    />
  );
}
