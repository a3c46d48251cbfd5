// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ShopperReturn, ShopperReturns } from "#shared/schemas/returns.ts";
import type { ReturnsAuth } from "#web/features/order-lookup/api/returns.ts";
import { createQueryClient } from "#web/lib/query-client.ts";
import { ReturnsSection } from "./ReturnsSection.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const windows = (faultMessage = "") => [
  {
    reason: "change_of_mind" as const,
    label: "I changed my mind",
    allowed: true,
    until: "2026-12-14",
    remedy: "full_refund" as const,
    message: "",
  },
  {
    reason: "faulty" as const,
    label: "It is faulty",
    allowed: !faultMessage,
    until: faultMessage ? null : "2026-12-30",
    remedy: faultMessage ? null : ("full_refund" as const),
    message: faultMessage,
  },
  {
    reason: "damaged" as const,
    label: "It arrived damaged",
    allowed: true,
    until: "2026-12-30",
    remedy: "full_refund" as const,
    message: "",
  },
  {
    reason: "wrong_item" as const,
    label: "I was sent the wrong item",
    allowed: false,
    until: null,
    remedy: null,
    message: "Only for an item we sent by mistake",
  },
];

const returns = (over: Partial<ShopperReturns["eligibility"]> = {}, past: ShopperReturn[] = []) => ({
  orderNumber: "NDR-10001",
  token: "v1.tok",
  eligibility: {
    returnable: true,
    message: null,
    deliveredOn: "2026-11-30",
    deliveryEstimated: false,
    lines: [
      {
        itemId: 12,
        name: "Ember Frames",
        description: "Black, size M",
        quantity: 2,
        returnable: 2,
        madeToPrescription: false,
        reasons: windows(),
      },
    ],
    ...over,
  },
  returns: past,
});

const created: ShopperReturn = {
  returnNumber: "RET-10001",
  status: "requested",
  statusText: "Return requested",
  reason: "faulty",
  reasonText: "It is faulty",
  description: "The hinge broke",
  createdAt: "2026-12-01T10:00:00Z",
  refusalReason: null,
  refundedPence: null,
  lines: [{ itemId: 12, name: "Ember Frames", quantity: 2 }],
  photos: 0,
  history: [{ status: "requested", statusText: "Return requested", at: "2026-12-01T10:00:00Z" }],
};

type Post = { url: string; body: FormData };

function serve(answer: ShopperReturns, post?: () => Response, auth: ReturnsAuth = { t: "v1.tok" }) {
  const posts: Post[] = [];
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      urls.push(url);
      if (init?.method === "POST" && url === "/api/returns/lookup") {
        posts.push({ url, body: init.body as FormData });
        return Response.json(answer);
      }
      if (init?.method === "POST") {
        posts.push({ url, body: init.body as FormData });
        return post ? post() : Response.json(created, { status: 201 });
      }
      return Response.json(answer);
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReturnsSection auth={auth} />
    </QueryClientProvider>,
  );
  return { posts, urls };
}

const describeBox = () => screen.getByRole("textbox", { name: /Describe what is wrong/ });

describe("the order page's Return items section", () => {
  it("shows, per line and reason, whether it can go back and until when, or why not", async () => {
    const { urls } = serve(returns());
    const change = await screen.findByTestId("window-12-change_of_mind");
    expect(urls[0]).toBe("/api/returns?t=v1.tok");
    expect(change.dataset.allowed).toBe("true");
    expect(change.textContent).toContain("until 14 December 2026, full refund");
    const wrong = screen.getByTestId("window-12-wrong_item");
    expect(wrong.dataset.allowed).toBe("false");
    expect(wrong.textContent).toContain("Only for an item we sent by mistake");
    expect(screen.getByRole("radio", { name: "I was sent the wrong item" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("radio", { name: "It is faulty" })).toHaveProperty("disabled", false);
  });

  it("asks for a description of a fault before anything is sent", async () => {
    const { posts } = serve(returns());
    fireEvent.click(await screen.findByRole("checkbox", { name: /Ember Frames/ }));
    fireEvent.click(screen.getByRole("radio", { name: "It is faulty" }));
    fireEvent.click(screen.getByRole("button", { name: "Request return" }));
    expect(await screen.findByText("Please describe what is wrong with the item")).toBeTruthy();
    expect(describeBox().getAttribute("aria-invalid")).toBe("true");
    expect(posts).toHaveLength(0);
  });

  it("shows the server's message beside the form and keeps what was typed", async () => {
    serve(returns(), () => Response.json({ message: "Send at most 3 photos" }, { status: 400 }));
    fireEvent.click(await screen.findByRole("checkbox", { name: /Ember Frames/ }));
    fireEvent.click(screen.getByRole("radio", { name: "It is faulty" }));
    fireEvent.change(describeBox(), { target: { value: "The hinge broke" } });
    fireEvent.click(screen.getByRole("button", { name: "Request return" }));
    expect((await screen.findByTestId("return-error")).textContent).toBe("Send at most 3 photos");
    expect(describeBox()).toHaveProperty("value", "The hinge broke");
    expect(screen.getByRole("checkbox", { name: /Ember Frames/ })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "It is faulty" })).toHaveProperty("checked", true);
  });

  it("sends the form as multipart and gives the return number", async () => {
    const { posts } = serve(returns());
    fireEvent.click(await screen.findByRole("checkbox", { name: /Ember Frames/ }));
    fireEvent.change(screen.getByRole("combobox", { name: "Quantity to return" }), {
      target: { value: "2" },
    });
    fireEvent.click(screen.getByRole("radio", { name: "It is faulty" }));
    fireEvent.change(describeBox(), { target: { value: "The hinge broke" } });
    const photo = new File(["x"], "hinge.jpg", { type: "image/jpeg" });
    fireEvent.change(screen.getByLabelText(/Photos/), { target: { files: [photo] } });
    fireEvent.click(screen.getByRole("button", { name: "Request return" }));
    const done = await screen.findByTestId("return-created");
    expect(done.textContent).toContain("RET-10001");
    expect(document.activeElement).toBe(done);
    const [sent] = posts;
    expect(sent?.url).toBe("/api/returns");
    expect(sent?.body.get("t")).toBe("v1.tok");
    expect(sent?.body.get("reason")).toBe("faulty");
    expect(sent?.body.get("description")).toBe("The hinge broke");
    expect(sent?.body.get("lines")).toBe('[{"itemId":12,"quantity":2}]');
    expect(sent?.body.getAll("photos").map((p) => (p as File).name)).toEqual(["hinge.jpg"]);
  });

  it("says why nothing can go back, and lists the returns made with a refusal's reason", async () => {
    const refused = {
      ...created,
      status: "refused",
      statusText: "Return not accepted",
      refusalReason: "The frames were worn",
      history: [
        ...created.history,
        { status: "refused", statusText: "Return not accepted", at: "2026-12-02T10:00:00Z" },
      ],
    };
    serve(returns({ returnable: false, message: "This order has not been sent yet" }, [refused]));
    expect((await screen.findByTestId("not-returnable")).textContent).toBe(
      "This order has not been sent yet",
    );
    expect(screen.queryByRole("form", { name: "Return items" })).toBeNull();
    const past = screen.getByTestId("past-return");
    expect(past.textContent).toContain("The frames were worn");
    const history = within(past).getByRole("list", { name: "History of RET-10001" });
    expect(
      within(history)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Return requested 1 December 2026", "Return not accepted 2 December 2026"]);
  });

  it("links a return's prepaid label by the order's token", async () => {
    serve(
      returns({ returnable: false, message: "Nothing more can go back" }, [
        { ...created, labelTrackingNumber: "RM123456789GB" },
      ]),
    );
    const link = await screen.findByRole("link", { name: "Download your prepaid return label" });
    const href = new URL(link.getAttribute("href") ?? "", "https://shop.example");
    expect(href.pathname).toBe("/api/returns/label");
    expect(href.searchParams.get("return")).toBe("RET-10001");
    expect(href.searchParams.get("t")).toBeTruthy();
    expect(screen.getByTestId("past-return").textContent).toContain("RM123456789GB");
  });

  it("after a lookup by number and email, asks with them and still sends the return by the answer's token", async () => {
    const { posts } = serve(returns(), undefined, { orderNumber: "NDR-10001", email: "ada@example.com" });
    fireEvent.click(await screen.findByRole("checkbox", { name: /Ember Frames/ }));
    fireEvent.click(screen.getByRole("radio", { name: "I changed my mind" }));
    fireEvent.click(screen.getByRole("button", { name: "Request return" }));
    expect(await screen.findByTestId("return-created")).toBeTruthy();
    expect(posts[0]?.url).toBe("/api/returns/lookup");
    expect(JSON.parse(String(posts[0]?.body))).toEqual({
      orderNumber: "NDR-10001",
      email: "ada@example.com",
    });
    expect(posts[1]?.url).toBe("/api/returns");
    const form = posts[1]?.body;
    expect(form instanceof FormData && form.get("t")).toBe("v1.tok");
    expect(form instanceof FormData && form.get("description")).toBeNull();
  });
});
