// /magazine/tag/{tag}/page/{n}: a later page of the tag's articles.
export { default, getServerSideProps } from '../index';
