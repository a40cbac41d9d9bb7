// /magazine/category/{id}/page/{n}: the same page, a later page of its articles.
export { default, getServerSideProps } from '../index';
