// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OrderReturnsPanel } from "./OrderReturnsPanel.tsx";

afterEach(cleanup);

describe("the order view's returns", () => {
  it("lists each return with its status and reason, and points to the Returns tab", () => {
    render(
      <OrderReturnsPanel
        returns={[
          {
            id: 7,
            returnNumber: "RET-10007",
            status: "received",
            statusText: "Received",
            reasonText: "Faulty",
            createdAt: "2026-12-01T10:00:00Z",
          },
        ]}
      />,
    );
    const item = screen.getByRole("listitem");
    expect(within(item).getByText("RET-10007")).toBeTruthy();
    expect(item.textContent).toContain("Received");
    expect(item.textContent).toContain("Faulty");
    expect(screen.getByRole("link", { name: "Open the Returns tab" }).getAttribute("href")).toBe(
      "/admin?tab=returns",
    );
  });

  it("shows nothing for an order without returns", () => {
    const { container } = render(<OrderReturnsPanel returns={[]} />);
    expect(container.textContent).toBe("");
  });
});
