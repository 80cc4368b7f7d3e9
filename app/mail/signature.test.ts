// Every mail ends with the operator's name and support address from its facts (decision 044), marked
// as the demo's while they are.
import { describe, expect, it } from "vitest";
import demo from "~/config/operator.demo.json";
import { mailSignature } from "./signature.server";

describe("the mail signature", () => {
  it("names the operator and where to ask, and says the demo's company is fictitious", () => {
    const signature = mailSignature();
    expect(signature).toContain(`運営：${demo.company.name.ja}（デモ用の架空の会社です）`);
    expect(signature).toContain(`お問い合わせ：${demo.contacts.support}`);
    expect(signature).toContain("※このメールは送信専用です。");
    expect(mailSignature({ noReply: false })).not.toContain("送信専用");
  });
});
