// /tag/{tag}: the spec's bare tag route, the same page as /magazine/tag/{tag}.
export { default, getServerSideProps } from '../../magazine/tag/[tag]/index';
