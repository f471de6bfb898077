// A destination screen outside the scene under comparison: shows one blog, once. Owns its view only.

/// The screen a blog row pushes until each pattern builds its own blog detail module: a still picture of the blog.
@MainActor
public final class BlogDetailViewController: ViewController {
    public let blog: Blog

    public init(blog: Blog) {
        self.blog = blog
        super.init()
        title = ProfileText.blogDetailTitle
    }

    public override func loadView() {
        let detail = BlogDetailView()
        detail.showBlog(title: blog.title, summary: blog.summary, likeTitle: ProfileText.likeTitle(blog.likeCount),
                        isLiked: blog.isLiked, shareText: ProfileText.shareText(blog.shareCount))
        setView(detail)
    }
}

/// The screen a draft row pushes. Shared by all patterns: only *how* they navigate here differs.
@MainActor
public final class DraftDetailViewController: ViewController {
    public let draft: Draft

    public init(draft: Draft) {
        self.draft = draft
        super.init()
        title = ProfileText.draftDetailTitle
    }

    public override func loadView() {
        let root = View()
        for (identifier, text) in [
            (ProfileID.Detail.title, draft.title),
            (ProfileID.Detail.meta, ProfileText.edited(draft.editedAt)),
        ] {
            let label = Label(identifier: identifier)
            label.text = text
            root.addSubview(label)
        }
        setView(root)
    }
}
