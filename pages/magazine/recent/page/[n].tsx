// /magazine/recent/page/{n}: a later page of the newest articles.
export { default, getServerSideProps } from '../index';
