// A destination screen outside the scene under comparison: shows one blog. Owns its labels only.

/// The screen a blog row pushes. Shared by all patterns: only *how* they navigate here differs.
@MainActor
public final class BlogDetailViewController: ViewController {
    public let blog: Blog

    public init(blog: Blog) {
        self.blog = blog
        super.init()
        title = ProfileText.blogDetailTitle
    }

    public override func loadView() {
        let root = View()
        for (identifier, text) in [
            (ProfileID.Detail.title, blog.title),
            (ProfileID.Detail.body, blog.summary),
            (ProfileID.Detail.meta, ProfileText.blogMeta(blog)),
        ] {
            let label = Label(identifier: identifier)
            label.text = text
            root.addSubview(label)
        }
        setView(root)
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
