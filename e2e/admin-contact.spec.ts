import { expect, expectToast, openTab, signIn, unique } from "./admin-fixtures.ts";
import { type APIRequestContext, test } from "./test.ts";

test.describe.configure({ timeout: 120_000 });

async function sendContactMessage(request: APIRequestContext, subject: string, email: string) {
  const res = await request.post("/api/contact-messages", {
    data: { name: "Bea Runner", email, subject, message: "Do the lenses fog up?\nThanks", source: "support" },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("a contact message goes from unread to read to replied", async ({ page, request }) => {
  const subject = unique("Fogging ");
  await sendContactMessage(request, subject, "bea@example.com");
  await signIn(page, request);
  await openTab(page, "Contact Messages");

  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText("unread");
  await expect(row.getByRole("button", { name: "Mark as Replied" })).toHaveCount(0);
  await row.getByRole("button", { name: "Mark as Read" }).click();
  await expectToast(page, "Status Updated");
  await expect(row).toContainText("read");
  await expect(row.getByRole("button", { name: "Mark as Read" })).toHaveCount(0);
  await row.getByRole("button", { name: "Mark as Replied" }).click();
  await expect(row).toContainText("replied");
  await expect(row.getByRole("button", { name: /Mark as/ })).toHaveCount(0);

  await row.getByRole("button", { name: "View" }).click();
  const dialog = page.getByRole("dialog", { name: "Message Details" });
  await expect(dialog).toContainText("Do the lenses fog up?");
  await expect(dialog).toContainText("bea@example.com");
  await expect(dialog).toContainText("support");
});

test("Reply via Email sends the reply, marks the message replied and lands in the outbox", async ({
  page,
  request,
}) => {
  const subject = unique("Sizing ");
  const email = `${unique("reply")}@example.com`;
  await sendContactMessage(request, subject, email);
  await signIn(page, request);
  await openTab(page, "Contact Messages");

  const row = page.getByRole("row").filter({ hasText: subject });
  await row.getByRole("button", { name: "View" }).click();
  const dialog = page.getByRole("dialog", { name: "Message Details" });
  await dialog.getByRole("button", { name: "Reply via Email" }).click();
  await expect(dialog.getByRole("link", { name: "Or open in your mail app" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${encodeURIComponent(email)}`),
  );
  const send = dialog.getByRole("button", { name: "Send Reply" });
  await expect(send).toBeDisabled();
  await dialog.getByLabel(/Your reply to/).fill("They have an anti-fog coating.");
  await send.click();
  await expectToast(page, "Reply Sent");
  await expect(dialog).toContainText("replied");
  // Escape would first dismiss the open toast (the newest layer), so close the dialog by its button.
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(row).toContainText("replied");

  await page.getByRole("tab", { name: "Email", exact: true }).click();
  const sent = page.getByRole("row").filter({ hasText: email });
  await expect(sent).toContainText(`Re: ${subject}`);
});
