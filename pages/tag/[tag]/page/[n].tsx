// /tag/{tag}/page/{n}: the spec's bare tag route with a page.
export { default, getServerSideProps } from '../../../magazine/tag/[tag]/index';
