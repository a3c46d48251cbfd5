import "./fonts.css";
import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { BasketProvider } from "./basket/BasketProvider.tsx";
import { AppErrorBoundary } from "./layout/AppErrorBoundary.tsx";
import { readShopConfig } from "./lib/public-config.ts";
import { queryClient } from "./lib/query-client.ts";
import { createAppRouter } from "./router.tsx";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The page has no #root element to mount the app in");

window.__SHOP_CONFIG__ = readShopConfig();
const router = createAppRouter();

createRoot(rootElement).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BasketProvider>
          <RouterProvider router={router} />
        </BasketProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
