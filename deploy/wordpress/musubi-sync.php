<?php
/**
 * Plugin Name: musubi sync
 * Description: 投稿の公開・更新・予約・ゴミ箱・削除と Contact Form 7 のフォームの保存を、すぐに musubi へ知らせます（知らせがなくても musubi は毎分確認します）。
 * Version: 1.0.0
 *
 * A must-use plugin: copy this file to wp-content/mu-plugins/ and define in wp-config.php
 *   define( 'MUSUBI_WEBHOOK_URL', 'https://musubi.example.jp/api/wordpress/webhook' );
 *   define( 'MUSUBI_WEBHOOK_SECRET', '…the same value as musubi's WORDPRESS_WEBHOOK_SECRET…' );
 * The call is signed: X-Musubi-Signature = sha256= HMAC-SHA256(secret, timestamp . "." . body).
 */

defined( 'ABSPATH' ) || exit;

function musubi_sync_notify( $post_id, $event ) {
	if ( ! defined( 'MUSUBI_WEBHOOK_URL' ) || ! defined( 'MUSUBI_WEBHOOK_SECRET' ) ) {
		return;
	}
	if ( wp_is_post_revision( $post_id ) || wp_is_post_autosave( $post_id ) ) {
		return;
	}
	$body      = wp_json_encode( array( 'post_id' => (int) $post_id, 'event' => $event ) );
	$timestamp = (string) time();
	wp_remote_post(
		MUSUBI_WEBHOOK_URL,
		array(
			'timeout'  => 3,
			'blocking' => false,
			'headers'  => array(
				'Content-Type'       => 'application/json',
				'X-Musubi-Timestamp' => $timestamp,
				'X-Musubi-Signature' => 'sha256=' . hash_hmac( 'sha256', $timestamp . '.' . $body, MUSUBI_WEBHOOK_SECRET ),
			),
			'body'     => $body,
		)
	);
}

add_action( 'save_post_post', function ( $post_id ) { musubi_sync_notify( $post_id, 'save' ); } );
// A scheduled post published by WP-Cron keeps its modified time: say so.
add_action( 'transition_post_status', function ( $new, $old, $post ) {
	if ( 'post' === $post->post_type && 'future' === $old && 'publish' === $new ) {
		musubi_sync_notify( $post->ID, 'publish' );
	}
}, 10, 3 );
add_action( 'trashed_post', function ( $post_id ) { musubi_sync_notify( $post_id, 'trash' ); } );
add_action( 'deleted_post', function ( $post_id ) { musubi_sync_notify( $post_id, 'delete' ); } );
add_action( 'wpcf7_after_save', function ( $form ) { musubi_sync_notify( $form->id(), 'form' ); } );
