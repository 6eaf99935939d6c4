// A context that a part of the app provides once and its components read: the hook that requires it throws when
// rendered outside the provider, which is a wiring mistake rather than a state to draw.
import { createContext, useContext } from 'react';

export function requiredContext<T>(hookName: string, provider: string) {
  const Context = createContext<T | null>(null);
  return {
    Provider: Context.Provider,
    useRequired(): T {
      const value = useContext(Context);
      if (!value) throw new Error(`${hookName} must be used inside ${provider}`);
      return value;
    },
    /** The value where there is a provider, null elsewhere. */
    useOptional(): T | null {
      return useContext(Context);
    },
  };
}
