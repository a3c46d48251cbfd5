// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppErrorBoundary } from "./AppErrorBoundary.tsx";
import { RouteErrorScreen } from "./ErrorScreen.tsx";

function Boom(): never {
  throw new Error("kaboom");
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("application error screens", () => {
  it("a route that throws shows the error screen and logs the error", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const router = createMemoryRouter([{ path: "/", element: <Boom />, errorElement: <RouteErrorScreen /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("Please refresh the page to try again")).toBeTruthy();
    expect(log).toHaveBeenCalledWith("Application error:", expect.objectContaining({ message: "kaboom" }));
  });

  it("the top-level boundary catches errors outside the router", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Boom />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(log).toHaveBeenCalledWith("Application error:", expect.objectContaining({ message: "kaboom" }));
  });
});
