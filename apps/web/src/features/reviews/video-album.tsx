import type { Album } from '@store/core/reviews/wire';

/** An album as a grid: videos with controls that load nothing until played (preload none, a poster), images as figures. */
export function VideoAlbum({ album }: { album: Album }) {
  if (album.items.length === 0) return <p className="text-muted">No videos yet.</p>;
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="video-album">
      {album.items.map((item) => (
        <li key={item.id}>
          <figure className="flex flex-col gap-2">
            {item.type === 'video' ? (
              <video
                controls
                preload="none"
                playsInline
                poster={item.posterUrl}
                src={item.url}
                width={640}
                height={360}
                aria-label={`${item.caption}, by ${item.reviewer}`}
                className="aspect-video h-auto w-full rounded-brand bg-surface"
              />
            ) : (
              <img
                src={item.url}
                alt={item.caption}
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                className="aspect-video h-auto w-full rounded-brand object-cover"
              />
            )}
            <figcaption className="text-sm">
              <span className="font-semibold">{item.caption}</span>
              <span className="text-muted"> — {item.reviewer}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
