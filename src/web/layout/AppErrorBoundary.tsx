import { Component, type ReactNode } from "react";
import { ErrorScreen } from "./ErrorScreen.tsx";

interface State {
  error: unknown;
  hasError: boolean;
}

/** Catches what the router cannot: errors in the providers around it. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override render() {
    return this.state.hasError ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
