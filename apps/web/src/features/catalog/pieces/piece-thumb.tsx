import { pieceThumb, PIECE_THUMB_WIDTH, type PieceProduct } from './piece-product';

/** A collection piece's or bundle part's thumbnail, in the chosen colour, at half its fetched width (sharp on 2x screens). */
export function PieceThumb({ piece, color }: { piece: Pick<PieceProduct, 'thumbs'>; color: string | undefined }) {
  return (
    <img
      src={pieceThumb(piece, color)}
      alt=""
      loading="lazy"
      decoding="async"
      width={PIECE_THUMB_WIDTH / 2}
      height={PIECE_THUMB_WIDTH / 2}
      className="size-12 shrink-0 rounded-brand bg-surface"
    />
  );
}
