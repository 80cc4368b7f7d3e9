// The keyword field: a plain search field until its first focus loads the suggestions.
import { lazy, Suspense, useRef, useState, type RefObject } from "react";

// A chunk that fails to load (a deploy in between) leaves the plain field.
type Suggestions = (props: { input: RefObject<HTMLInputElement> }) => JSX.Element | null;
const KeywordSuggestions = lazy(() => import("./keyword-suggestions").catch((): { default: Suggestions } => ({ default: () => null })));

export function KeywordCombobox({ id, defaultValue, maxLength, placeholder }: { id: string; defaultValue: string; maxLength: number; placeholder: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <div className="keyword-combobox">
      <input
        ref={input}
        id={id}
        type="search"
        name="keyword"
        defaultValue={defaultValue}
        maxLength={maxLength}
        placeholder={placeholder}
        onFocus={() => setWanted(true)}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <KeywordSuggestions input={input} />
        </Suspense>
      ) : null}
    </div>
  );
}
