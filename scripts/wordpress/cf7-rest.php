<?php
/**
 * Plugin Name: musubi CF7 REST stand-in (local test site only)
 * Description: Contact Form 7 is not packaged by Debian. This registers its post type
 * (wpcf7_contact_form) and answers its two read routes the way Contact Form 7 5.8+ does
 * (includes/rest-api.php: /contact-form-7/v1/contact-forms and /contact-forms/{id}, behind
 * edit_posts as its wpcf7_read_contact_forms capability maps), from the posts' own meta
 * (_form, _mail, _messages, _hash, _locale). Never install it next to the real plugin.
 */

defined( 'ABSPATH' ) || exit;

if ( defined( 'WPCF7_VERSION' ) ) {
	return;
}

add_action( 'init', function () {
	register_post_type( 'wpcf7_contact_form', array( 'labels' => array( 'name' => 'Contact Forms' ), 'public' => false, 'rewrite' => false, 'query_var' => false, 'show_in_rest' => false ) );
} );

function musubi_cf7_item( WP_Post $post, $full ) {
	$item = array(
		'id'     => $post->ID,
		'hash'   => (string) get_post_meta( $post->ID, '_hash', true ),
		'slug'   => $post->post_name,
		'title'  => $post->post_title,
		'locale' => (string) get_post_meta( $post->ID, '_locale', true ),
	);
	if ( $full ) {
		$mail                  = get_post_meta( $post->ID, '_mail', true );
		$item['properties']    = array(
			'form'     => (string) get_post_meta( $post->ID, '_form', true ),
			'mail'     => is_array( $mail ) ? $mail : array(),
			'messages' => (array) get_post_meta( $post->ID, '_messages', true ),
		);
		$item['config_errors'] = array();
	}
	return $item;
}

add_action( 'rest_api_init', function () {
	$can = function () {
		return current_user_can( 'edit_posts' ) ? true : new WP_Error( 'wpcf7_forbidden', __( 'You are not allowed to access contact forms.', 'contact-form-7' ), array( 'status' => 403 ) );
	};
	register_rest_route( 'contact-form-7/v1', '/contact-forms', array(
		'methods'             => WP_REST_Server::READABLE,
		'permission_callback' => $can,
		'callback'            => function ( WP_REST_Request $request ) {
			$posts = get_posts( array( 'post_type' => 'wpcf7_contact_form', 'post_status' => 'any', 'posts_per_page' => -1, 'orderby' => 'ID', 'order' => 'ASC' ) );
			return rest_ensure_response( array_map( function ( $p ) { return musubi_cf7_item( $p, false ); }, $posts ) );
		},
	) );
	register_rest_route( 'contact-form-7/v1', '/contact-forms/(?P<id>\d+)', array(
		'methods'             => WP_REST_Server::READABLE,
		'permission_callback' => $can,
		'callback'            => function ( WP_REST_Request $request ) {
			$post = get_post( (int) $request->get_param( 'id' ) );
			if ( ! $post || 'wpcf7_contact_form' !== $post->post_type ) {
				return new WP_Error( 'wpcf7_not_found', __( 'The requested contact form was not found.', 'contact-form-7' ), array( 'status' => 404 ) );
			}
			return rest_ensure_response( musubi_cf7_item( $post, true ) );
		},
	) );
	// What the recording and the journeys use to write a form, as CF7's admin screen saves one.
	register_rest_route( 'musubi-test/v1', '/contact-forms', array(
		'methods'             => WP_REST_Server::CREATABLE,
		'permission_callback' => function () { return current_user_can( 'edit_posts' ); },
		'callback'            => function ( WP_REST_Request $request ) {
			$id = wp_insert_post( array( 'ID' => (int) $request['id'], 'post_type' => 'wpcf7_contact_form', 'post_status' => 'publish', 'post_title' => (string) $request['title'], 'post_content' => (string) $request['form'] ), true );
			if ( is_wp_error( $id ) ) {
				return $id;
			}
			update_post_meta( $id, '_form', (string) $request['form'] );
			update_post_meta( $id, '_mail', array( 'active' => true, 'subject' => (string) $request['subject'], 'sender' => '[_site_title] <wordpress@blog.example.jp>', 'recipient' => (string) $request['recipient'], 'body' => '', 'additional_headers' => '', 'attachments' => '', 'use_html' => false, 'exclude_blank' => false ) );
			update_post_meta( $id, '_messages', (array) $request['messages'] );
			update_post_meta( $id, '_locale', 'ja' );
			if ( ! get_post_meta( $id, '_hash', true ) ) {
				// As CF7 5.8 makes it (wpcf7_generate_contact_form_hash).
				update_post_meta( $id, '_hash', sha1( implode( '|', array( get_current_user_id(), $id, time(), home_url() ) ) ) );
			}
			return rest_ensure_response( musubi_cf7_item( get_post( $id ), true ) );
		},
	) );
} );
