import { IntentLink } from '../../components/intent-link';
import { postDate, type PostSummary } from './posts-index';

/** The /posts index: every post, newest first, with its date and summary. */
export function PostsList({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <ul className="mt-8 grid max-w-3xl gap-6" aria-label="Posts">
      {posts.map((post) => (
        <li key={post.path} className="rounded-brand bg-surface p-5">
          <article>
            <h2 className="text-xl font-bold">
              <IntentLink href={post.path} className="underline-offset-2 hover:underline">
                {post.title}
              </IntentLink>
            </h2>
            <p className="mt-1 text-sm text-muted">
              <time dateTime={post.date}>{postDate(post.date)}</time>
            </p>
            <p className="mt-2">{post.summary}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
