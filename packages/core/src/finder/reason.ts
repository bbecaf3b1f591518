/** Why the finder chose the mattress: the answer it serves, the product fact behind it, and the sentence shown. */
export interface FinderReason {
  answer: 'position' | 'feel' | 'hot' | 'sharing' | 'budget' | 'size';
  fact: string;
  text: string;
}

/** A part of a variant's score and the reasons it gives. */
export interface Points {
  points: number;
  reasons: FinderReason[];
}
