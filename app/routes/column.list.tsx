import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ColumnListPage } from "~/components/column/column-list";
import { listColumns } from "~/models/column/queries.server";
import { pageNotFound } from "~/utils/http.server";
import { metaTranslator, pageMeta } from "~/utils/meta";
import { pageNumberFrom } from "~/utils/page-number";
import type { RouteHandle } from "~/utils/route-handle";
import { columnStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(columnStyles);
export const handle: RouteHandle = {
  i18n: ["column"],
  breadcrumb: ({ t }) => [
    { label: t("column:title"), to: "/column/" },
    { label: t("column:listTitle"), to: "/column/list/" },
  ],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const page = pageNumberFrom(new URL(request.url).searchParams);
  const { items, pageCount } = await listColumns({}, page);
  if (page > pageCount) throw pageNotFound();
  return { items, page, pageCount, now: new Date().toISOString() };
}

export const meta: MetaFunction<typeof loader> = ({ matches, location }) => {
  const t = metaTranslator(matches);
  return pageMeta(matches, location, { title: t("column:listTitle"), description: t("column:description") });
};

export default function ColumnListRoute() {
  const { items, page, pageCount, now } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return <ColumnListPage heading={t("column:listTitle")} lead={t("column:lead")} columns={items} page={page} pageCount={pageCount} now={now} />;
}
