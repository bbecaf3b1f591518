/** The row's placeholder: the same heading line and card boxes as the loaded row, so nothing moves when it fills in. */
export function RecommendationSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <div className="h-8 w-56 rounded-brand bg-surface" />
      <div className="flex gap-4 overflow-hidden">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="h-[25.5rem] w-56 shrink-0 rounded-brand bg-surface" />
        ))}
      </div>
    </div>
  );
}
