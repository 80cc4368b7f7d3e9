// Signs the browser in as a member made on the spot, so browser tests need not sign up each time; a
// plain 404 unless E2E_TEST_ROUTES=1. profiled=1 adds desired conditions and a scout (X-Scout-Id).
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { env } from "~/env.server";
import { createMember, findUserByEmail } from "~/models/account/user.server";
import { getSession, logIn } from "~/models/account/session.server";
import { emailField, newPasswordField } from "~/models/account/forms";
import { pathNotFound } from "~/utils/http.server";
import { readFormData } from "~/utils/form-body.server";
import { getDb } from "~/db/client.server";
import { WorkStyle } from "~/constants";
import { saveProfileAnswers } from "~/models/entry/profile.server";
import { sendScout } from "~/models/scout/send.server";

const body = z.object({ email: emailField, password: newPasswordField, profiled: z.literal("1").optional() });

async function giveProfileAndScout(userId: number, origin: string) {
  await getDb()
    .transaction()
    .execute((trx) =>
      saveProfileAnswers(trx, userId, {
        workdays: 5,
        minPrice: 70,
        workStyle: WorkStyle.default,
        locations: [13],
        jobTypeId: 1,
        skills: [1],
        skillYears: { "1": 5 },
      }),
    );
  const profile = await getDb().selectFrom("profiles").select("public_id").where("user_id", "=", userId).executeTakeFirstOrThrow();
  const agent = await getDb().selectFrom("agents").select(["id", "name"]).orderBy("id").executeTakeFirstOrThrow();
  const sent = await sendScout(
    agent,
    {
      profile_id: profile.public_id!,
      title: "【Java】決済基盤のAPI開発のご相談",
      body: "プロフィールを拝見しました。\nJavaのご経験を活かせる案件がございます。",
    },
    origin,
  );
  return sent.ok ? sent.id : null;
}

export const loader = ({ request }: ActionFunctionArgs) => {
  throw pathNotFound(new URL(request.url).pathname);
};

export async function action({ request }: ActionFunctionArgs) {
  if (!env().E2E_TEST_ROUTES) throw pathNotFound(new URL(request.url).pathname);
  const parsed = body.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return new Response(parsed.error.message, { status: 400 });
  const made = await createMember(parsed.data);
  const user = typeof made === "string" ? await findUserByEmail(parsed.data.email) : made;
  if (!user) return new Response("no such member", { status: 400 });
  const headers = new Headers({ "Set-Cookie": await logIn(request, await getSession(request), user) });
  if (parsed.data.profiled) headers.set("X-Scout-Id", String(await giveProfileAndScout(user.id, new URL(request.url).origin)));
  return new Response(null, { status: 204, headers });
}
