// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BasketProvider } from "#web/basket/BasketProvider.tsx";
import { sunglasses } from "#web/basket/basket-fixtures.ts";
import { getToasts } from "#web/components/ui/use-toast.ts";
import { createQueryClient } from "#web/lib/query-client.ts";
import { LOCAL_KEYS } from "#web/lib/storage-keys.ts";
import { resetStripeLoaderForTests } from "../payment/stripe-loader.ts";
import CheckoutPage from "./CheckoutPage.tsx";

/** Only Stripe.js is faked: the real react-stripe-js, adapter, submit flow and page run against it. */
const stripe = vi.hoisted(() => {
  const handlers = new Map<string, (event: unknown) => void>();
  const element = {
    mount: vi.fn((node: HTMLElement) => {
      node.innerHTML = '<div data-testid="stripe-payment-element">Stripe card field</div>';
    }),
    on: vi.fn((event: string, handler: (e: unknown) => void) => {
      handlers.set(event, handler);
      if (event === "ready") setTimeout(() => handler({ elementType: "payment" }), 0);
      return element;
    }),
    off: vi.fn(),
    update: vi.fn(),
    destroy: vi.fn(),
    unmount: vi.fn(),
  };
  const elements = {
    create: vi.fn(() => element),
    getElement: vi.fn(() => element),
    update: vi.fn(),
    submit: vi.fn(async () => ({})),
  };
  const instance = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    confirmPayment: vi.fn(),
    handleNextAction: vi.fn(),
  };
  return { instance, elements, element, loadStripe: vi.fn(async () => instance) };
});

vi.mock("@stripe/stripe-js", () => ({ loadStripe: stripe.loadStripe }));

const PI = "pi_test12345678";
const CHECKOUT = {
  clientSecret: `${PI}_secret_abc`,
  paymentIntentId: PI,
  status: "requires_payment_method",
  orderId: 1,
  amounts: { subtotal: "75.00", discount: "0.00", shipping: "0.00", total: "75.00", charge: "75.00" },
  discount: null,
  checkoutToken: "tok_abcdefghijklmnopqrstuvwx",
  confirmationToken: "c1.1.1999999999.signature",
};

type Call = { method: string; path: string; body: unknown; secret?: string };
let calls: Call[] = [];

/** The shop's API at the network boundary, answering as the server does. */
function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const method = init?.method ?? "GET";
  const path = String(input);
  const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
  const secret = (init?.headers as Record<string, string> | undefined)?.["X-Client-Secret"];
  calls.push({ method, path, body, ...(secret ? { secret } : {}) });
  const json = (data: unknown) =>
    Promise.resolve(new Response(JSON.stringify(data), { headers: { "Content-Type": "application/json" } }));
  if (path === "/api/config/payments") return json({ provider: "stripe", publishableKey: "pk_test_123" });
  if (path === "/api/create-payment-intent") return json(CHECKOUT);
  if (path.startsWith("/api/checkout/")) return json({ ok: true, orderId: 1 });
  if (path.startsWith("/api/payment-intent/"))
    return json({ id: PI, status: "requires_payment_method", amount: 7500, currency: "gbp" });
  if (path === "/api/orders/update-status") return json({ id: 1, status: body.status });
  if (path === "/api/abandoned-carts") return json({ ok: true });
  return Promise.resolve(new Response("Not found", { status: 404 }));
}

function Confirmation() {
  const { search } = useLocation();
  return <p data-testid="confirmation">{search}</p>;
}

function renderCheckout() {
  const router = createMemoryRouter(
    [
      { path: "/checkout", element: <CheckoutPage /> },
      { path: "/order-confirmation", element: <Confirmation /> },
    ],
    { initialEntries: ["/checkout"] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <BasketProvider>
        <RouterProvider router={router} />
      </BasketProvider>
    </QueryClientProvider>,
  );
}

const FORM = {
  "Full name": "Paula Tester",
  Email: "paula@example.com",
  Phone: "+44 7700 900123",
  Address: "1 Test Street",
  City: "Leeds",
  Postcode: "LS1 1AA",
};

async function fillAndSubmit() {
  await screen.findByTestId("stripe-payment-element");
  for (const [label, value] of Object.entries(FORM)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  // The Payment Element reports ready asynchronously, as Stripe's does.
  await waitFor(() => expect(stripe.element.on).toHaveBeenCalledWith("ready", expect.any(Function)));
  await new Promise((resolve) => setTimeout(resolve, 5));
  fireEvent.click(screen.getByRole("button", { name: "Complete Order - £75.00" }));
}

beforeEach(() => {
  calls = [];
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(
    LOCAL_KEYS.basket,
    JSON.stringify({ v: 1, items: [sunglasses()], appliedDiscount: null }),
  );
  vi.stubGlobal("fetch", vi.fn(fakeApi));
  resetStripeLoaderForTests();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  stripe.instance.confirmPayment.mockReset();
});

describe("checkout with Stripe's Payment Element", () => {
  it("renders the element (card only, no wallets, no billing fields) and a success reaches the confirmation", async () => {
    stripe.instance.confirmPayment.mockResolvedValue({ paymentIntent: { id: PI, status: "succeeded" } });
    renderCheckout();

    expect(await screen.findByTestId("stripe-payment-element")).toBeTruthy();
    expect(stripe.loadStripe).toHaveBeenCalledWith("pk_test_123");
    expect(stripe.instance.elements).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: "payment",
        amount: 7500,
        currency: "gbp",
        allowedPaymentMethodTypes: ["card"],
      }),
    );
    expect(stripe.elements.create).toHaveBeenCalledWith(
      "payment",
      expect.objectContaining({
        wallets: { applePay: "never", googlePay: "never", link: "never" },
        fields: { billingDetails: "never" },
      }),
    );

    await fillAndSubmit();
    const confirmation = await screen.findByTestId("confirmation");
    expect(confirmation.textContent).toBe(
      `?token=${CHECKOUT.confirmationToken}&payment_intent=${PI}` +
        `&payment_intent_client_secret=${CHECKOUT.clientSecret}&redirect_status=succeeded`,
    );

    expect(stripe.elements.submit).toHaveBeenCalled();
    expect(stripe.instance.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      clientSecret: CHECKOUT.clientSecret,
      confirmParams: {
        return_url: `${window.location.origin}/order-confirmation?token=${CHECKOUT.confirmationToken}`,
        payment_method_data: {
          billing_details: expect.objectContaining({
            name: "Paula Tester",
            email: "paula@example.com",
            address: expect.objectContaining({
              line1: "1 Test Street",
              postal_code: "LS1 1AA",
              country: "GB",
            }),
          }),
        },
      },
      redirect: "if_required",
    });
    // The confirmation page completes the order with one call; the checkout makes none of its own.
    expect(calls.filter((c) => c.path.startsWith("/api/orders"))).toEqual([]);
    // Every call about this payment's order shows its client secret.
    const orderCalls = calls.filter((c) => /^\/api\/(checkout|payment-intent|orders)\//.test(c.path));
    expect(orderCalls.length).toBeGreaterThanOrEqual(2);
    expect(orderCalls.every((c) => c.secret === CHECKOUT.clientSecret)).toBe(true);
    const pending = JSON.parse(sessionStorage.getItem("shop:pending-order") ?? "null");
    expect(pending).toMatchObject({
      type: "standard",
      data: { stripePaymentIntentId: PI, email: "paula@example.com" },
    });
  });

  it("a card error shows Payment Failed with Stripe's message beside the card form and prepares a fresh payment", async () => {
    stripe.instance.confirmPayment.mockResolvedValue({
      error: { type: "card_error", code: "card_declined", message: "Your card was declined." },
    });
    renderCheckout();
    await fillAndSubmit();

    const alert = await screen.findByTestId("payment-error");
    expect(alert.textContent).toContain("Payment failed. Your card was declined.");
    expect(alert.textContent).toContain("use another card");
    expect(getToasts().filter((t) => t.open)).toEqual([]);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/create-payment-intent").at(-1)?.body).toMatchObject({
        replacesPaymentIntentId: PI,
        checkoutToken: CHECKOUT.checkoutToken,
      }),
    );
    expect(calls).toContainEqual({
      method: "POST",
      path: "/api/orders/update-status",
      body: { stripePaymentIntentId: PI, status: "failed" },
      secret: CHECKOUT.clientSecret,
    });
    expect(screen.queryByTestId("confirmation")).toBeNull();
  });
});
