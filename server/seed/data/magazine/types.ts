/** Editorial building blocks of one category: articles are composed from these. */
export interface SectionContent {
  heading: string;
  paragraphs: string[];
  /** Smaller headed parts (h3) under the section. */
  subs?: { heading: string; paragraph: string }[];
}

export interface CategoryContent {
  slug: string;
  name: string;
  description: string;
  /** Sub-categories; an article whose title has one of the keywords is filed under it. */
  children?: { slug: string; name: string; description: string; keywords: string[] }[];
  /** Tag slugs that suit the category (see tags.ts). */
  tags: string[];
  titles: string[];
  intros: string[];
  sections: SectionContent[];
  closings: string[];
}
