import { type ComponentType, use } from 'react';

/**
 * A component in a chunk of its own, loaded the first time it renders (it suspends until then) or
 * earlier through `preload`. Unlike React.lazy, once loaded it renders at once, so whoever loaded
 * it first (the browser before hydrating, a test, a control gaining focus) gets no fallback frame.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A chunk lost to a new deployment: the next render tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Lazy(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return { Component: Lazy, preload };
}
