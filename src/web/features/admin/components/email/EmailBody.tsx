import type { OutboxEmail } from "#shared/schemas/admin.ts";

/**
 * Both parts of an email. The HTML is shown in a frame with every sandbox restriction (`sandbox=""`: no
 * scripts, forms, popups or same-origin access), so nothing in a message can act on the admin's page.
 */
export function EmailBody({ email }: { email: OutboxEmail }) {
  return (
    <>
      {email.html ? (
        <section className="flex flex-col gap-1">
          <h3 className="text-sm font-medium text-zinc-600">HTML</h3>
          <iframe
            title={`HTML of ${email.subject}`}
            sandbox=""
            srcDoc={email.html}
            className="h-[50dvh] w-full rounded-md border border-zinc-200 bg-white"
          />
        </section>
      ) : null}
      <section className="flex flex-col gap-1">
        <h3 className="text-sm font-medium text-zinc-600">Plain text</h3>
        <pre className="max-h-[50dvh] overflow-auto rounded-md bg-zinc-50 p-3 font-sans text-sm whitespace-pre-wrap">
          {email.text}
        </pre>
      </section>
    </>
  );
}
